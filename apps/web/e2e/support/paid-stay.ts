import type { Rental } from '@estadia/domain';
import type { Browser, Page } from 'playwright-core';
import { captureEverySize, launchBrowser } from './browser';
import { type RunningProduct, startProduct } from './product';
import { apiClient } from './rentals';

/**
 * What the journeys of the stay (guests, inspection, repairs, a longer stay, an earlier exit) start from:
 * their own product with one staff account, a browser, and a customer whose stay starts today, signed and
 * paid. `close` stops the product and the browser.
 */
export interface PaidStay {
  product: RunningProduct;
  browser: Browser;
  client: ReturnType<typeof apiClient>;
  customer: { email: string; token: string };
  rental: Rental;
  projectId: string;
  staffToken: string;
  /** One screen at 390 and 1280 px, light and dark, axe-checked, saved as `<screenshots>/<name>-…`. */
  shots(token: string, path: string, name: string, ready: (page: Page) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export async function openPaidStay({
  staff,
  customerName,
  nights,
  screenshots,
}: {
  staff: { email: string; password: string };
  customerName: string;
  nights?: number;
  /** The folder of this journey's screenshots. */
  screenshots: string;
}): Promise<PaidStay> {
  const [product, browser] = await Promise.all([
    startProduct({ ADMIN_EMAIL: staff.email, ADMIN_PASSWORD: staff.password }),
    launchBrowser(),
  ]);
  const client = apiClient(product.baseUrl);
  const [{ customer, rental, project }, staffToken] = await Promise.all([
    client.paidStayFromToday(customerName, nights),
    client.logIn(staff),
  ]);
  return {
    product,
    browser,
    client,
    customer,
    rental,
    projectId: project.id,
    staffToken,
    shots: (token, path, name, ready) =>
      captureEverySize(browser, {
        baseUrl: product.baseUrl,
        token,
        path,
        name: `${screenshots}/${name}`,
        ready,
      }),
    close: async () => {
      await browser.close();
      await product.stop();
    },
  };
}
