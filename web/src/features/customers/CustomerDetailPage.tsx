import { useEffect } from 'react';
import { useT } from '../../i18n/i18n';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import { paths } from '../../config/paths';
import { BackToList } from '../../shell/BackToList';
import { buildCustomerDetail, type DetailField } from './customerModel';
import { customersSaga } from './customersSaga';
import { detailRequested, selectCustomerDetail } from './customersSlice';

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

/** Customer detail (spec part 1 section 2): the customer the list stored in session storage. */
export default function CustomerDetailPage() {
  useFeatureSaga('customers', customersSaga);
  const dispatch = useAppDispatch();
  const t = useT();
  const detail = useAppSelector(selectCustomerDetail);

  useEffect(() => {
    dispatch(detailRequested());
  }, [dispatch]);

  const loading = detail.status === 'idle' || detail.status === 'pending';
  const view = detail.entries ? buildCustomerDetail(detail.entries, detail.productLineLabel) : null;

  return (
    <section className="panel" aria-label={t('customers.detail.title')} aria-busy={loading}>
      <header className="panel-header">
        <h1 className="panel-title">{t('customers.detail.title')}</h1>
        <div className="panel-actions">
          <BackToList lists={CUSTOMER_LISTS} />
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
    </section>
  );
}
