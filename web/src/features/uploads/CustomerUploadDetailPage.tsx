import { UploadDetailScreen } from './UploadDetailScreen';

/** The customer upload detail (spec part 1 section 2, part 2 section 2). */
export default function CustomerUploadDetailPage() {
  return <UploadDetailScreen category="customer" />;
}
