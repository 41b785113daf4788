/**
 * A page of the route map (01 §2.1) whose screen is not in this version yet: it opens for
 * the roles that may reach it, under its own title, so navigation and access behave as
 * they will once the screen arrives, instead of answering NOT FOUND.
 */
import { useLocation } from 'react-router-dom';
import { pageOfPath, type Page } from '../../../../domain';

/** Titles of the pages, as the navigation names them. */
const PAGE_TITLES: Partial<Record<Page, string>> = {
  players: 'Players',
  profiles: 'Profiles',
  entities: 'Entities',
  monitor: 'Monitor',
  health: 'Health',
  status: 'Processing Status',
  dataops: 'Data Ops',
  customers: 'Customers',
  view: 'Session',
};

/** The page's title and a short notice. */
export default function PendingPage() {
  const { pathname } = useLocation();
  const page = pageOfPath(pathname);
  const title = (page && PAGE_TITLES[page]) ?? 'Page';
  return (
    <section className="pending-page" data-page={page}>
      <h1>{title}</h1>
      <p className="muted">This screen is not available in this version yet.</p>
    </section>
  );
}
