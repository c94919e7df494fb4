import { UploadListPage } from './UploadListPage';

/** The product line upload list (spec part 1 section 2, part 2 section 2). */
export default function ProductLineUploadListPage() {
  return <UploadListPage category="product_line" />;
}
