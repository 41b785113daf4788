/** /about, outside the shell (01 §2.1): what the product is, and the version tag. */
import { Link } from 'react-router-dom';
import { paths, VERSION_TAG } from '../../../../domain';
import './about.css';

/** The about page. */
export default function AboutPage() {
  return (
    <div className="about">
      <div className="about-card">
        <h1>About Practice Tracking</h1>
        <p>
          Practice Tracking shows team and player performance from sensors worn in practices and
          games: speed, distance, hard efforts, accelerations and decelerations, player load and
          ball flights, live and afterwards, for pro and college football and college lacrosse
          staff.
        </p>
        <p>
          <Link to={paths.home()} className="button">
            Back to the schedule
          </Link>
        </p>
      </div>
      <footer className="version-tag">v{VERSION_TAG}</footer>
    </div>
  );
}
