import { rawWords } from '../../../i18n/i18n';
import { CAMPAIGN_LIMITS } from '@crm/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ParameterField } from './ParameterFields';

describe('ParameterField', () => {
  it('a Customer Data value whose customer fields failed to load says so and offers Retry', async () => {
    const retry = vi.fn();
    const user = userEvent.setup();
    render(
      <ParameterField
        id="parameter-body-1"
        label={rawWords('Body parameter {{1}}')}
        parameter={{ source: 'customer_data', value: '' }}
        sources={['customer_data', 'custom_text']}
        customerFields={[]}
        error={null}
        customerFieldsError="newCampaign.loadFailed.customerFields"
        onRetryCustomerFields={retry}
        onSource={() => undefined}
        onValue={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the customer fields.');
    await user.click(screen.getByRole('button', { name: 'Retry loading Body parameter {{1}} value' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('a Custom Text value is not concerned by the customer fields', () => {
    render(
      <ParameterField
        id="parameter-body-1"
        label={rawWords('Body parameter {{1}}')}
        parameter={{ source: 'custom_text', value: 'x' }}
        sources={['customer_data', 'custom_text']}
        customerFields={[]}
        error={null}
        customerFieldsError="newCampaign.loadFailed.customerFields"
        onSource={() => undefined}
        onValue={() => undefined}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes as many characters as the server allows (its limit, @crm/domain), and no more', () => {
    render(
      <ParameterField
        id="parameter-body-1"
        label={rawWords('Body parameter {{1}}')}
        parameter={{ source: 'custom_text', value: '' }}
        sources={['customer_data', 'custom_text']}
        customerFields={[]}
        error={null}
        onSource={() => undefined}
        onValue={() => undefined}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Body parameter {{1}} value' })).toHaveAttribute(
      'maxLength',
      String(CAMPAIGN_LIMITS.parameterValue),
    );
  });
});
