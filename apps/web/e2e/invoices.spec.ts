import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { formatRupees } from '@grofresh/contracts';
import { expectNoSeriousViolations } from './a11y';
import { phoneFor } from './accounts';
import { pdfText } from './pdf-text';
import { bearer, grantRole, signInByApi, useSessionIn, type Session } from './sessions';
import { nearStore, openHome } from './support';

test.use(nearStore);
// A shopper (slot 58) and the store's owner (slot 59) on the main shop, whose demo store has a
// GSTIN (docs/product/rules.md#gst-invoices).
test.describe.configure({ mode: 'serial' });
const GSTIN = '29AAKCG4821M1Z4';

/** Where screenshots of the order page, the PDFs and the GST section go when asked. */
const SHOTS = process.env.INVOICE_SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `invoice-${name}-${device}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

let shopper: Session;
let owner: Session;

interface Placed {
  _id: string;
  orderId: string;
  totalAmount: number;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const ownerPhone = phoneFor(testInfo.project.name, 59);
  await grantRole(ownerPhone, 'admin');
  owner = await signInByApi(request, ownerPhone);
  shopper = await signInByApi(request, phoneFor(testInfo.project.name, 58));
  await request.dispose();
});

/** Two Kinnows (0 %) and a packet of chips (5 %), cash on delivery, delivered. */
async function deliveredOrder(page: Page): Promise<Placed> {
  const { request } = page;
  const find = async (name: string) => {
    const found = await request.get(`/api/items/all?name=${encodeURIComponent(name)}`);
    const { items } = (await found.json()) as {
      items: { _id: string; name: string; price: number; discountPrice: number }[];
    };
    return items.find((i) => i.name === name)!;
  };
  const kinnow = await find('Kinnow');
  const chips = await find('Classic Salted Potato Chips');
  const address = await request.post('/api/addresses/create', {
    headers: bearer(shopper),
    data: {
      type: 'HOME',
      flat: 'Flat 7, Lake View',
      locality: 'Indiranagar',
      zip: '560038',
      name: 'Asha Rao',
    },
  });
  expect(address.status(), await address.text()).toBe(201);
  const placed = await request.post('/api/orders/create', {
    headers: bearer(shopper),
    data: {
      orderId: `ORD-${Date.now()}-${crypto.randomUUID().split('-')[0]}`,
      cartItems: [
        { itemId: kinnow._id, isVarient: false, variantName: null, quantity: 2 },
        { itemId: chips._id, isVarient: false, variantName: null, quantity: 1 },
      ],
      totalAmount:
        (kinnow.discountPrice || kinnow.price) * 2 + (chips.discountPrice || chips.price),
      deliveryType: 'DELIVERY',
      paymentMethod: 'COD',
      redeemedCoins: 0,
      address: ((await address.json()) as { address: { _id: string } }).address._id,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { order: Placed }).order;
  for (const status of ['ACCEPTED', 'DELIVERED']) {
    const moved = await request.put(`/api/orders/update/${order._id}`, {
      headers: bearer(owner),
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return order;
}

let number = '';

test('the shopper downloads the invoice of a delivered order: a PDF with its number, the GSTIN and the total', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const order = await deliveredOrder(page);
  await openHome(page);
  await useSessionIn(page, shopper);
  await page.goto(`/order-details?id=${order.orderId}`);
  const status = page.getByRole('region', { name: order.orderId });
  const download = status.getByRole('button', { name: 'Download invoice' });
  await expect(download).toBeVisible();
  await expect(status).toContainText('Invoice-cum-bill of supply');
  await expectNoSeriousViolations(page, testInfo, 'the order page with its invoice');
  await shot(page, 'order-page');

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^invoice-INV-\d\d-\d\d-\d{6}\.pdf$/);
  const pdf = readFileSync(await file.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  number = /INV\/\d\d-\d\d\/\d{6}/.exec(text)?.[0] ?? '';
  expect(number.replace(/\//g, '-')).toBe(file.suggestedFilename().slice(8, -4));
  expect(text).toContain('Invoice-cum-Bill of Supply');
  expect(text).toContain(`GSTIN: ${GSTIN}`);
  expect(text).toContain(formatRupees(order.totalAmount).replace('₹', 'Rs. '));
  if (SHOTS) {
    writeFileSync(join(SHOTS, 'invoice-a4.pdf'), pdf);
    const roll = await page.request.get(`/api/orders/${order._id}/invoice?format=pdf&layout=roll`, {
      headers: bearer(shopper),
    });
    writeFileSync(join(SHOTS, 'invoice-roll.pdf'), await roll.body());
  }
});

test('the owner sees the invoice counted in this month’s GST figures', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  expect(number).not.toBe('');
  await openHome(page);
  await useSessionIn(page, owner);
  await page.goto('/ops/orders');
  if (testInfo.project.name === 'phone') {
    // On a phone, GST is under More (the bottom bar holds the first sections).
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'GST' }).click();
  } else {
    await page.getByRole('link', { name: 'GST' }).click();
  }
  await expect(page.getByRole('heading', { name: 'GST', level: 1 })).toBeVisible();
  await expect(page.getByText(new RegExp(`issued: INV/.* to ${number}`))).toBeVisible();
  const b2c = page.getByRole('table', { name: /Consumer \(B2C\) supplies/ });
  await expect(b2c.getByRole('row').filter({ hasText: '0 %' })).toContainText('Karnataka (29)');
  await expect(page.getByRole('table', { name: /HSN summary/ })).toContainText('2005');
  await expectNoSeriousViolations(page, testInfo, 'the GST section');
  await shot(page, 'gst');
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^gst-\d{4}-\d\d\.csv$/);
});
