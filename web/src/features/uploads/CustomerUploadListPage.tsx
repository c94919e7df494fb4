import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Route placeholder: the route, guard, title and menu entry are real; the screen comes with its issue. */
export default function CustomerUploadListPage() {
  return <PlaceholderPage heading="Upload Data" />;
}
