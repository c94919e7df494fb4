import { UploadDetailPage } from './UploadDetailPage';

/** The customer upload detail (spec part 1 section 2, part 2 section 2). */
export default function CustomerUploadDetailPage() {
  return <UploadDetailPage category="customer" />;
}
