import { UploadDetailPage } from './UploadDetailPage';

/** The product line upload detail (spec part 1 section 2, part 2 section 2). */
export default function ProductLineUploadDetailPage() {
  return <UploadDetailPage category="product_line" />;
}
