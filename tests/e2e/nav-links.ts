/**
 * The top navigation's links as the spec gives them (01 §2.3), written out here rather than
 * derived from the code under test: the admin's row at full width and their More dropdown,
 * and team staff's row.
 */
export const ADMIN_MAIN: readonly string[] = [
  'Schedule',
  'Profiles',
  'Entities',
  'Monitor',
  'Health',
  'Processing Status',
  'Data Ops',
  'Customers',
];
export const ADMIN_MORE: readonly string[] = ['About', 'Practices', 'Games', 'Teams', 'Players'];
export const STAFF_MAIN: readonly string[] = [
  'Schedule',
  'Profiles',
  'Practices',
  'Games',
  'Teams',
  'Players',
  'About',
  'Account',
];
