// Unit test files that replace modules, timers or globals (vi.mock, fake timers, spies on modules): each
// runs in a fresh environment (vitest.isolated.config.ts). The rest share one per worker (vitest.config.ts).
export const ISOLATED_TEST_FILES = [
  'src/features/catalog/components/unit/unit-screen.test.tsx',
  'src/features/stay/maintenance-section.test.tsx',
  'src/features/account/components/personal-data-form.test.tsx',
  'src/features/account/components/documents-form.test.tsx',
  'src/features/account/components/my-data-section.test.tsx',
  'src/features/account/profile/section-values.test.ts',
  'src/back-office/rentals/rentals-page.test.tsx',
  'src/back-office/rentals/rental-page.test.tsx',
  'src/back-office/prices/prices-page.test.tsx',
  'src/back-office/payments/payments-page.test.tsx',
  'src/back-office/reports/reports-page.test.tsx',
  'src/back-office/calendar/calendar-page.test.tsx',
  'src/lib/theme.test.ts',
  'src/lib/toast.test.ts',
];
