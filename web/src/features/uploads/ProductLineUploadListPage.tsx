import { UploadListScreen } from './UploadListScreen';

/** The product line upload list (spec part 1 section 2, part 2 section 2). */
export default function ProductLineUploadListPage() {
  return <UploadListScreen category="product_line" />;
}
