import { UploadListPage } from './UploadListPage';

/** The customer upload list (spec part 1 section 2, part 2 section 2). */
export default function CustomerUploadListPage() {
  return <UploadListPage category="customer" />;
}
