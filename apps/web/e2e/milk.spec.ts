import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type TestInfo,
} from '@playwright/test';
import {
  formatRupees,
  giveBackMessages,
  givenBackReasonLabel,
  milkDayCoins,
  OUTSIDE_WINDOW_MESSAGE,
  refundMessages,
  storeDateText,
  subscriptionMessages,
  subscriptionStatusNote,
  toPaise,
} from '@grofresh/contracts';
import { expectAccessible, snapshot } from './a11y';
import { phoneFor } from './accounts';
import { bearer, grantRole, milkShops, signInByApi, useSessionIn, type Session } from './sessions';
import { NEAR_STORE } from './support';

/**
 * Daily milk, from both sides, on the two milk shops of playwright.config.ts (one database):
 * the shopper on a phone, the store on a desktop. At 11:00 the 10 AM – 3 PM window is open;
 * at 15:30 it has closed and tomorrow's run can be made. (The desktop project skips this file:
 * the journey already uses both screen sizes, and a second pass would meet the first one's
 * run, which is made once a day.)
 */
test.use({
  baseURL: milkShops.morning(),
  permissions: ['geolocation'],
  geolocation: NEAR_STORE,
});

const storeDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );

/** A member of staff at a desk, on the shop at `baseURL`. */
async function staffDesk(browser: Browser, baseURL: string, staff: Session) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  await useSessionIn(page, staff);
  return page;
}

/** A shopper's phone (this project's device) on the shop at `baseURL`, signed in. */
async function signedInPhone(browser: Browser, testInfo: TestInfo, baseURL: string, who: Session) {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    permissions: ['geolocation'],
    geolocation: NEAR_STORE,
  });
  const page = await context.newPage();
  await page.goto('/');
  await useSessionIn(page, who);
  return page;
}

/** "30 Nov": how the milk calendar names the store date `daysAhead` days from today. */
const calendarDay = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${storeDate(daysAhead)}T00:00:00Z`),
  );

/** A Daily subscription from tomorrow to `lastDay` days ahead, made and approved through the API. */
async function approvedMilk(
  request: APIRequestContext,
  who: { shopper: Session; staff: Session },
  order: { address: string; quantity: string; lastDay: number },
) {
  const made = await request.post('/api/subscription/create', {
    headers: bearer(who.shopper),
    data: {
      productName: 'MILK',
      type: 'DAILY',
      address: order.address,
      quantity: order.quantity,
      startDate: storeDate(1),
      endDate: storeDate(order.lastDay),
      lat: NEAR_STORE.latitude,
      lon: NEAR_STORE.longitude,
    },
  });
  expect(made.status()).toBe(201);
  const { subscription } = (await made.json()) as { subscription: { _id: string } };
  const approved = await request.put(`/api/ops/subscriptions/${subscription._id}`, {
    headers: bearer(who.staff),
    data: { status: 'ACTIVE' },
  });
  expect(approved.status()).toBe(200);
  return subscription._id;
}

// First in the file: tomorrow's run, which the next journey makes, must not exist yet, or the
// cancel would count from the day after.
test('a shopper cancels paid milk and gets its days back as Grocoins; the store refunds the next by hand', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const staffPhone = phoneFor(testInfo.project.name, 38);
  await grantRole(staffPhone, 'staff', milkShops.port());
  const staff = await signInByApi(page.request, staffPhone);
  const shopperPhone = phoneFor(testInfo.project.name, 37);
  const shopper = await signInByApi(page.request, shopperPhone);
  const saved = await page.request.post('/api/addresses/create', {
    headers: bearer(shopper),
    data: { type: 'HOME', flat: 'Flat 3, Palm Grove', locality: 'Indiranagar', name: 'Kavya' },
  });
  const address = ((await saved.json()) as { address: { _id: string } }).address._id;
  const config = (await (await page.request.get('/api/store/get-config')).json()) as {
    milkPriceSubscription: Record<string, number>;
  };
  const [quantity, price] = Object.entries(config.milkPriceSubscription)[0]!;
  const coins = 5 * milkDayCoins(toPaise(price));
  await approvedMilk(page.request, { shopper, staff }, { address, quantity, lastDay: 5 });

  // The shopper asks to cancel at a desk first, and keeps it.
  const desktop = await browser.newContext({
    baseURL: milkShops.morning(),
    viewport: { width: 1280, height: 800 },
    permissions: ['geolocation'],
    geolocation: NEAR_STORE,
  });
  const wide = await desktop.newPage();
  await wide.goto('/');
  await useSessionIn(wide, shopper);
  await wide.goto('/my-account?tab=subscriptions');
  await wide.getByRole('button', { name: 'Cancel subscription' }).click();
  const keep = wide.getByRole('dialog', { name: giveBackMessages.cancelConfirmTitle });
  await expect(keep).toContainText(giveBackMessages.cancelConfirmText);
  await snapshot(wide, 'milk-cancel-dialog-desktop');
  await keep.getByRole('button', { name: 'Keep subscription' }).click();
  await expect(keep).toHaveCount(0);

  // On the phone, inside the window, the shopper cancels and reads what came back.
  await page.goto('/');
  await useSessionIn(page, shopper);
  await page.goto('/my-account?tab=subscriptions');
  await expect(page.getByText(subscriptionStatusNote.ACTIVE)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: giveBackMessages.cancelConfirmTitle });
  await expect(dialog).toContainText(giveBackMessages.cancelConfirmText);
  await expectAccessible(page);
  await snapshot(page, 'milk-cancel-dialog-phone');
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(giveBackMessages.cancelled(5, coins))).toBeVisible();
  const back = page.getByRole('region', { name: 'Given back' });
  await expect(back).toContainText(`${givenBackReasonLabel.CANCELLED} · 5 days`);
  await expect(back).toContainText(`+${coins} Grocoins`);
  await expect(page.getByText(subscriptionStatusNote.CANCELLED)).toBeVisible();
  await expectAccessible(page);
  await back.scrollIntoViewIfNeeded();
  await snapshot(page, 'milk-given-back-phone');
  await wide.reload();
  await expect(wide.getByRole('region', { name: 'Given back' })).toContainText('5 days');
  await snapshot(wide, 'milk-given-back-desktop');
  await desktop.close();

  // Custom days ask for the end date before they show (or bill) a calendar.
  await page.getByRole('button', { name: 'Subscribe to Milk' }).click();
  await page.getByRole('switch', { name: 'Daily' }).click();
  await expect(page.getByText(/Choose the end date first/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bill' })).toHaveCount(0);
  await expectAccessible(page);
  await snapshot(page, 'milk-custom-needs-end-date-phone');

  // The days are in Rewards, with their reason.
  await page.goto('/my-account?tab=rewards');
  await expect(page.getByRole('table')).toContainText(
    `Milk cancelled from ${storeDateText(storeDate(1))} (5 days)`,
  );

  // The store cancels the shopper's next subscription as a refund, and hands it back.
  await approvedMilk(page.request, { shopper, staff }, { address, quantity, lastDay: 5 });
  const desk = await staffDesk(browser, milkShops.morning(), staff);
  await desk.goto(`/ops/milk?tab=subscriptions&status=ACTIVE&q=${shopperPhone}`);
  const card = desk.getByRole('article').filter({ hasText: shopperPhone.slice(5) });
  await card.getByRole('button', { name: 'Cancel', exact: true }).click();
  const ask = desk.getByRole('dialog', { name: 'Cancel Kavya’s milk?' });
  await expect(ask.getByRole('radio', { name: 'As Grocoins' })).toBeChecked();
  await ask.getByRole('radio', { name: 'As a refund to hand back' }).check();
  await expectAccessible(desk);
  await snapshot(desk, 'console-cancel-as-refund-desktop');
  await ask.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(
    desk.getByText(giveBackMessages.cancelledAsRefund(5, `₹${(5 * price).toFixed(2)}`)),
  ).toBeVisible();

  await desk
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Refunds due' })
    .click();
  const refund = desk.getByRole('article').filter({ hasText: shopperPhone.slice(5) });
  await expect(refund).toContainText('Milk refund');
  await expect(refund).toContainText(formatRupees(5 * price));
  await expect(refund).toContainText('To hand back');
  await expect(refund).toContainText('Milk subscription');
  await expectAccessible(desk);
  await snapshot(desk, 'console-refunds-desktop');
  await desk.setViewportSize({ width: 412, height: 915 });
  await snapshot(desk, 'console-refunds-phone');
  await desk.setViewportSize({ width: 1280, height: 800 });
  await refund.getByRole('button', { name: 'Handed back' }).click();
  const hand = desk.getByRole('dialog', { name: `Hand back ${formatRupees(5 * price)}?` });
  await hand.getByLabel('Note (optional)').fill('Cash at the counter');
  await expectAccessible(desk);
  await snapshot(desk, 'console-hand-back-desktop');
  await hand.getByRole('button', { name: 'Record as handed back' }).click();
  await expect(desk.getByText(refundMessages.paid)).toBeVisible();
  await expect(refund).toHaveCount(0);
});

test('a shopper subscribes to milk, the store approves, a pause and a skipped day are credited after the run', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const staffPhone = phoneFor(testInfo.project.name, 18);
  await grantRole(staffPhone, 'staff', milkShops.port());
  const staff = await signInByApi(page.request, staffPhone);
  const shopperPhone = phoneFor(testInfo.project.name, 17);
  const shopper = await signInByApi(page.request, shopperPhone);
  const saved = await page.request.post('/api/addresses/create', {
    headers: bearer(shopper),
    data: { type: 'HOME', flat: 'Flat 7, Lake View', locality: 'Indiranagar', name: 'Nisha' },
  });
  expect(saved.status()).toBe(201);
  const config = (await (await page.request.get('/api/store/get-config')).json()) as {
    milkPriceSubscription: Record<string, number>;
  };
  const [option, price] = Object.entries(config.milkPriceSubscription)[0]!;

  // The shopper subscribes: Daily from tomorrow to six days ahead, so six days on the bill.
  await page.goto('/');
  await useSessionIn(page, shopper);
  await page.goto('/my-account?tab=subscriptions');
  await page.getByRole('button', { name: 'Subscribe to Milk' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Quantity').selectOption(option);
  await page.getByLabel('End date').fill(storeDate(6));
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Place Subscription' }).click();
  await expect(page.getByText('Subscription created successfully!')).toBeVisible();
  const bill = page.getByRole('region', { name: 'Your bill' });
  await expect(bill).toContainText(`6 days × ${formatRupees(price)} = ${formatRupees(6 * price)}`);
  await expect(bill).toContainText('Payment not confirmed by the store yet.');
  await expect(page.getByText(subscriptionStatusNote.PENDING)).toBeVisible();

  // The store approves it (which confirms the payment) from the console.
  const desk = await staffDesk(browser, milkShops.morning(), staff);
  await desk.goto('/ops/milk');
  const card = desk.getByRole('article').filter({ hasText: shopperPhone.slice(-4) });
  await expect(card).toContainText(formatRupees(6 * price));
  await expect(card).toContainText('Not paid');
  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  await desk.getByRole('button', { name: 'Approve and confirm payment' }).click();
  await expect(card).toHaveCount(0);

  // The shopper pauses tomorrow's milk inside the window and reads what that means.
  await page.reload();
  await expect(page.getByText(subscriptionStatusNote.ACTIVE)).toBeVisible();
  await snapshot(page, 'milk-pause-from-tomorrow-phone');
  await page.getByRole('button', { name: 'Pause from tomorrow' }).click();
  await expect(page.getByText('Subscription Paused')).toBeVisible();
  await expect(page.getByText(subscriptionStatusNote.INACTIVE)).toBeVisible();
  await snapshot(page, 'milk-paused-until-resumed-phone');
  await expect(page.getByRole('button', { name: 'Resume' })).toBeEnabled();

  // Another subscriber goes away for two days (a weekend, say) from tomorrow, on the calendar's
  // skip form; both days read as skipped. (Here, not in a journey of its own: tomorrow's run,
  // made below, is made once on these shops' data, and must come after the skip.)
  const away = await signInByApi(page.request, phoneFor(testInfo.project.name, 4));
  const awayHome = await page.request.post('/api/addresses/create', {
    headers: bearer(away),
    data: { type: 'HOME', flat: 'Flat 2, Lake View', locality: 'Indiranagar', name: 'Arjun' },
  });
  const awayAddress = ((await awayHome.json()) as { address: { _id: string } }).address._id;
  await approvedMilk(
    page.request,
    { shopper: away, staff },
    { address: awayAddress, quantity: option, lastDay: 6 },
  );
  const awayPage = await signedInPhone(browser, testInfo, milkShops.morning(), away);
  await awayPage.goto('/my-account?tab=subscriptions');
  const calendar = awayPage.getByRole('table', { name: /^Milk days/ });
  await calendar.getByRole('button', { name: new RegExp(`^${calendarDay(1)}, planned`) }).click();
  const skip = awayPage.getByRole('form', { name: 'Skip days' });
  await expect(skip.getByLabel('From')).toHaveValue(storeDate(1));
  await skip.getByLabel(/^To/).fill(storeDate(2));
  await expectAccessible(awayPage);
  await snapshot(awayPage, 'milk-skip-form-phone');
  await skip.getByRole('button', { name: 'Skip days' }).click();
  await expect(awayPage.getByText(subscriptionMessages.skipped(2))).toBeVisible();
  await expect(calendar.getByRole('button', { name: `${calendarDay(1)}, skipped` })).toBeVisible();
  await calendar.scrollIntoViewIfNeeded();
  await snapshot(awayPage, 'milk-calendar-skipped-phone');

  // Two neighbours in Silver Oak whose milk comes tomorrow, on the run made below: the next
  // journey's rider brings it.
  for (const [slot, flat, name] of [
    [20, 'Flat 3, Silver Oak', 'Lata'],
    [22, 'Flat 1, Silver Oak', 'Kiran'],
  ] as const) {
    const neighbour = await signInByApi(page.request, phoneFor(testInfo.project.name, slot));
    const home = await page.request.post('/api/addresses/create', {
      headers: bearer(neighbour),
      data: { type: 'HOME', flat, locality: 'Indiranagar', name },
    });
    await approvedMilk(
      page.request,
      { shopper: neighbour, staff },
      {
        address: ((await home.json()) as { address: { _id: string } }).address._id,
        quantity: option,
        lastDay: 3,
      },
    );
  }

  // At 15:30 the window has closed: the store makes tomorrow's run, crediting the paused day.
  const lateDesk = await staffDesk(browser, milkShops.afternoon(), staff);
  await lateDesk.goto('/ops/milk?tab=run');
  await expect(lateDesk.getByLabel('Day')).toHaveValue(storeDate(1));
  await lateDesk.getByRole('button', { name: 'Generate run' }).click();
  const coins = milkDayCoins(toPaise(price));
  const paused = lateDesk.getByRole('region', { name: /Paused on this day/ });
  await expect(paused.getByRole('listitem').filter({ hasText: 'Nisha' })).toContainText(
    `${coins} Grocoins credited`,
  );
  await expectAccessible(lateDesk);

  // The rider starts at Lata's this week: the store moves her up the walk, past Kiran at
  // Flat 1 (docs/product/rules.md#riders); the next journey's rider finds her first.
  const walk = () =>
    lateDesk
      .getByRole('article')
      .evaluateAll((stops) =>
        stops.map(
          (stop) => document.getElementById(stop.getAttribute('aria-labelledby')!)?.textContent,
        ),
      );
  const kiranThenLata = await walk();
  expect(kiranThenLata.indexOf('Lata')).toBe(kiranThenLata.indexOf('Kiran') + 1);
  await lateDesk.getByRole('button', { name: 'Move Lata up' }).click();
  await expect
    .poll(walk)
    .toEqual(
      kiranThenLata.map((name) => (name === 'Kiran' ? 'Lata' : name === 'Lata' ? 'Kiran' : name)),
    );
  await lateDesk.getByRole('article', { name: 'Lata' }).scrollIntoViewIfNeeded();
  await snapshot(lateDesk, 'milk-walk-moved-desktop');

  // The away subscriber's tomorrow is credited on the calendar; the day after waits for its run.
  await awayPage.reload();
  await expect(
    calendar.getByRole('cell', { name: `${calendarDay(1)}, skipped, ${coins} Grocoins credited` }),
  ).toBeVisible();
  await expect(awayPage.getByText(OUTSIDE_WINDOW_MESSAGE)).toHaveCount(0);
  await calendar.scrollIntoViewIfNeeded();
  await expectAccessible(awayPage);
  await snapshot(awayPage, 'milk-calendar-credited-phone');
  await awayPage.setViewportSize({ width: 1280, height: 800 });
  await calendar.scrollIntoViewIfNeeded();
  await snapshot(awayPage, 'milk-calendar-credited-desktop');
  await awayPage.context().close();

  // The shopper finds the day's milk as Grocoins in Rewards.
  await page.goto('/my-account?tab=rewards');
  await expect(page.getByRole('region', { name: 'My GroCoins' })).toContainText(
    `${coins} Grocoins`,
  );
  await expect(page.getByRole('table')).toContainText('Milk paused on');

  // On the afternoon shop, outside the window, the buttons wait with the hint.
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const late = await browser.newContext({
    baseURL: milkShops.afternoon(),
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    permissions: ['geolocation'],
    geolocation: NEAR_STORE,
  });
  const latePage = await late.newPage();
  await latePage.goto('/');
  await useSessionIn(latePage, shopper);
  await latePage.goto('/my-account?tab=subscriptions');
  await expect(latePage.getByRole('button', { name: 'Resume' })).toBeDisabled();
  // Under the actions and under the skip form.
  await expect(latePage.getByText(OUTSIDE_WINDOW_MESSAGE)).toHaveCount(2);
});

// The morning after, on the shop whose clock is 07:00 tomorrow: the run the last journey made
// is the rider's today (docs/product/rules.md#riders), and the shopper and the store follow
// the rider's mark live.
test('the next morning a rider brings the milk while its shopper watches her calendar', async ({
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(300_000);
  const riderPhone = phoneFor(testInfo.project.name, 21);
  await grantRole(riderPhone, 'rider', milkShops.port());
  // Signed in on that morning's clock: the neighbour's last code, asked for a minute ago on
  // today's, is then hours old.
  const nextDay = await playwright.request.newContext({ baseURL: milkShops.nextMorning() });
  const rider = await signInByApi(nextDay, riderPhone);
  const neighbour = await signInByApi(nextDay, phoneFor(testInfo.project.name, 20));
  const staff = await signInByApi(nextDay, phoneFor(testInfo.project.name, 18));
  await nextDay.dispose();

  // The store follows the morning's run on its route sheet.
  const desk = await staffDesk(browser, milkShops.nextMorning(), staff);
  await desk.goto('/ops/milk?tab=run');
  await expect(desk.getByLabel('Day', { exact: true })).toHaveValue(storeDate(1));
  const sheetStop = desk.getByRole('article', { name: 'Lata' });
  await expect(sheetStop).toContainText('Scheduled');

  const watching = await signedInPhone(browser, testInfo, milkShops.nextMorning(), neighbour);
  await watching.goto('/my-account?tab=subscriptions');
  const calendar = watching.getByRole('table', { name: /^Milk days/ });
  const today = (status: string) =>
    calendar.getByRole('cell', { name: new RegExp(`^${calendarDay(1)}, ${status}, .*today$`) });
  await expect(today('scheduled')).toBeVisible();

  const phone = await signedInPhone(browser, testInfo, milkShops.nextMorning(), rider);
  await phone.goto('/rider');
  const run = phone.getByRole('list', { name: 'Milk run in walking order' });
  const stop = run.getByRole('listitem').filter({ hasText: 'Lata' });
  await expect(stop).toContainText('Flat 3, Silver Oak');
  // In the walk as the store set it yesterday: Lata, then Kiran.
  const names = await run.getByRole('listitem').allTextContents();
  const lata = names.findIndex((text) => text.includes('Lata'));
  expect(names[lata + 1]).toContain('Kiran');
  await expectAccessible(phone);
  await snapshot(phone, 'milk-rider-run-phone');
  await stop.getByRole('button', { name: 'Delivered: Lata' }).click();
  await expect(stop.getByRole('button')).toHaveCount(0);
  await expect(stop).toContainText('Delivered');

  // Her calendar and the store's sheet hear of it without a reload.
  await expect(today('delivered')).toBeVisible({ timeout: 15_000 });
  await expect(sheetStop).toContainText('Delivered', { timeout: 15_000 });
  await today('delivered').scrollIntoViewIfNeeded();
  await snapshot(watching, 'milk-delivered-by-rider-phone');
  await expectAccessible(watching);
});
