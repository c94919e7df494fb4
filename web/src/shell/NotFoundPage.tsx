import { Link } from 'react-router-dom';
import { usePageTitle } from '../store/hooks';
import { paths } from '../config/paths';

export function NotFoundPage() {
  usePageTitle('Page not found · CRM');
  return (
    <section className="panel">
      <h1 className="panel-title">Page not found</h1>
      <p>There is no screen at this address.</p>
      <Link to={paths.home}>Go to the home page</Link>
    </section>
  );
}
