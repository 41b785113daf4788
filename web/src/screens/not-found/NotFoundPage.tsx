/** /404, where forbidden routes lead (01 §2.1, §8): the notice, the way home, the version. */
import { Link } from 'react-router-dom';
import { paths, VERSION_TAG } from '../../../../domain';
import { NotFound } from '../../components/NotFound';
import './not-found.css';

/** /404, outside the shell: the notice, a link home and the version tag. */
export default function NotFoundPage() {
  return (
    <div className="not-found-page">
      <NotFound redirect={false} />
      <Link to={paths.home()} className="button">
        Go to the schedule
      </Link>
      <footer className="version-tag">v{VERSION_TAG}</footer>
    </div>
  );
}
