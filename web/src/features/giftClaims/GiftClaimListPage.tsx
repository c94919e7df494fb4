import { useFeatureSaga } from '../../store/hooks';
import { ListScreen } from '../../lists/ListScreen';
import { useListScreen } from '../../lists/useListScreen';
import { GIFT_CLAIM_COLUMNS, giftClaimList, giftClaimsSaga } from './giftClaimList';

/** The gift claim data list (spec part 2 section 2), on the list kit. */
export default function GiftClaimListPage() {
  useFeatureSaga('giftClaims', giftClaimsSaga);
  const model = useListScreen({ kit: giftClaimList, columns: GIFT_CLAIM_COLUMNS });
  return <ListScreen model={model} />;
}
