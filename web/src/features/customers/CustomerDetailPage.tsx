import { Button } from 'primereact/button';
import { useCallback, useEffect } from 'react';
import { msg, useT, useTranslate, type Text } from '../../i18n/i18n';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import { paths } from '../../config/paths';
import { SuccessDialog } from '../../components/SuccessDialog';
import { BackToList } from '../../shell/BackToList';
import { CustomerEditDialog } from './CustomerEditDialog';
import { buildCustomerDetail, type CustomerRow, type DetailField } from './customerRules';
import { customersSaga } from './customersSaga';
import {
  detailClosed,
  detailRequested,
  editOpened,
  selectCustomerDetail,
  selectDetailRow,
  selectSuccessMessage,
  successDismissed,
} from './customersSlice';

function Fields({ fields }: { fields: readonly DetailField[] }) {
  const t = useT();
  return (
    <dl className="detail-fields">
      {fields.map((field) => (
        <div className="detail-field" key={field.label}>
          <dt>{t(field.label)}</dt>
          <dd>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const CUSTOMER_LISTS = [paths.customerList];

/** The heading names the customer shown: its name ("-" when blank, as a missing value) and service order. */
export function detailHeading(row: CustomerRow | null): Text {
  if (!row) return 'customers.detail.title';
  const name = row.name.trim() || '-';
  const order = row.serviceOrder.trim();
  return order
    ? msg('customers.detail.headingWithOrder', { name, order })
    : msg('customers.detail.heading', { name });
}

/** Customer detail (spec part 1 section 2): the customer the list stored in session storage, with Edit. */
export default function CustomerDetailPage() {
  useFeatureSaga('customers', customersSaga);
  const dispatch = useAppDispatch();
  const t = useT();
  const translate = useTranslate();
  const detail = useAppSelector(selectCustomerDetail);
  const row = useAppSelector(selectDetailRow);
  const success = useAppSelector(selectSuccessMessage);
  const closeSuccess = useCallback(() => dispatch(successDismissed()), [dispatch]);

  useEffect(() => {
    dispatch(detailRequested());
    return () => {
      dispatch(detailClosed());
    };
  }, [dispatch]);

  const loading = detail.status === 'idle' || detail.status === 'pending';
  const view = detail.entries ? buildCustomerDetail(detail.entries, detail.productLineLabel) : null;

  return (
    <section className="panel" aria-label={t('customers.detail.title')} aria-busy={loading}>
      <header className="panel-header">
        <h1 className="panel-title">{translate(detailHeading(row))}</h1>
        <div className="panel-actions">
          <BackToList lists={CUSTOMER_LISTS} />
          {row && (
            <Button
              type="button"
              label={t('common.edit')}
              icon="pi pi-pencil"
              outlined
              onClick={() => dispatch(editOpened(row.id))}
            />
          )}
        </div>
      </header>
      {loading ? (
        <p className="detail-empty" role="status">
          {t('customers.detail.loading')}
        </p>
      ) : !view ? (
        <p className="detail-empty">{t('customers.detail.empty')}</p>
      ) : (
        <div className="detail-layout">
          <section className="detail-card wide" aria-label={t('customers.detail.service')}>
            <Fields fields={view.service} />
          </section>
          <section className="detail-card" aria-labelledby="delivery-info">
            <h2 id="delivery-info">{t('customers.detail.deliveryInfo')}</h2>
            <Fields fields={view.delivery} />
          </section>
          <section className="detail-card" aria-labelledby="product-info">
            <h2 id="product-info">{t('customers.detail.productInfo')}</h2>
            <Fields fields={view.product} />
          </section>
          <section className="detail-card" aria-labelledby="order-info">
            <h2 id="order-info">{t('customers.detail.orderInfo')}</h2>
            <Fields fields={view.order} />
          </section>
        </div>
      )}
      <CustomerEditDialog />
      <SuccessDialog message={success} onClose={closeSuccess} />
    </section>
  );
}
