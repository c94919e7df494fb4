// The customer upload rows the benchmarks write (upload-parsing, customer-list): one header row and
// `count` generated customers, 2 % of them invalid (a missing phone, an impossible date).

// Cities the seeded customer data holds: the customer rules refuse others (@crm/domain).
const CITIES = [
  'Jakarta Pusat',
  'Bandung',
  'Surabaya',
  'Medan',
  'Semarang',
  'Makassar',
  'Denpasar',
  'Palembang',
];

/**
 * @param {readonly { key: string, name: string }[]} columns the customer upload's columns (mock-server's)
 * @param {number} count
 * @param {{ name: string, phoneBase: number, orderPrefix: string }} ids what makes this bench's customers its own:
 *   the name prefix, the first mobile number (after "08") and the service-order prefix
 */
export function customerUploadRows(columns, count, { name, phoneBase, orderPrefix }) {
  const rows = [columns.map((column) => column.name)];
  for (let index = 1; index <= count; index += 1) {
    const values = {
      customer_name: `${name} ${index}`,
      mobile_no: `08${String(phoneBase + index)}`,
      call_type: index % 3 ? 'Repair' : 'Installation',
      service_order_no: `${orderPrefix}${String(index).padStart(9, '0')}`,
      model_code: `WM${1000 + (index % 500)}AB`,
      city: CITIES[index % CITIES.length],
      closure_date: `2024-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
      call_status: 'Completed',
      attended_time: '2024-05-02 10:30:00',
      action_taken: 'Replaced part',
      engineer_name: `Teknisi ${index % 97}`,
      service_provider_name: 'ASC Jakarta Pusat',
      service_provider_code: `ASC${1000 + (index % 40)}`,
      address: `Jl. Merdeka No. ${index % 300}, Kel. Gambir`,
      'product_line_alpha_-_numeric': 'WM',
      model_description: 'Washing Machine Front Loader 8 kg',
      brand_code: 'ELX',
      route: 'R1',
      coverage_type: 'In Warranty',
      pnc_number: String(914000000 + index),
      machine_serial_no: `SN${index}X`,
      service_order_received_by: 'Call Center',
      call_priority: 'Normal',
    };
    if (index % 100 === 7) values.mobile_no = '';
    if (index % 100 === 57) values.closure_date = '2024-02-31';
    rows.push(columns.map((column) => values[column.key] ?? ''));
  }
  return rows;
}
