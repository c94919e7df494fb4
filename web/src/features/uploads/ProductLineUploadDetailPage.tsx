import { UploadDetailScreen } from './UploadDetailScreen';

/** The product line upload detail (spec part 1 section 2, part 2 section 2). */
export default function ProductLineUploadDetailPage() {
  return <UploadDetailScreen category="product_line" />;
}
