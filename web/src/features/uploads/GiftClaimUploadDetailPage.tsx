import { UploadDetailScreen } from './UploadDetailScreen';

/** The gift claim upload detail (spec part 1 section 2, part 2 section 2). */
export default function GiftClaimUploadDetailPage() {
  return <UploadDetailScreen category="gift_claim" />;
}
