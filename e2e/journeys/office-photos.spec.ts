import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '../support/test';
import sharp from 'sharp';
import { uniqueEmail } from '../support/people';
import { failNextCall, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// Office photos through the photo dialog ('Upload/Edit Office Photo', the same dialog as the
// profile photo): add one with zoom and a quarter turn, describe it, re-crop and replace it,
// order two photos, remove one after a confirmation; a file over 5 MB is refused before it is sent.

const PASSWORD = 'office-photos-journey-2026';
const TOO_LARGE = 'The photo you have chosen is a very large file. Please choose a file that is less than 5 MB.';
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
/** Set to a folder to keep screenshots of the dialog at each width. */
const SHOTS = process.env.OFFICE_PHOTOS_SHOTS;

/** A new practice with one office, made through the API. */
async function practiceWithOffice(page: Page, officeName: string) {
  const email = uniqueEmail('office-photos');
  const answer = await page.request.post('/api9/users/employers', {
    data: { email, password: PASSWORD, name: 'Riley Chen', practiceName: `Bright Smiles ${officeName}`, zip: '60614', phone: '(312) 555-0188' },
  });
  expect(answer.status()).toBe(201);
  const { username } = (await answer.json()) as { username: string };
  const headers = { authorization: answer.headers()['authorization'] };
  const office = await page.request.post(`/api9/users/employers/${username}/offices`, {
    headers,
    data: { name: officeName, address: '2450 N Clark St', zip: '60614' },
  });
  expect(office.status()).toBe(201);
  return { email };
}

/** A 1200x900 PNG: the left half orange, the right half teal, so a turn shows in the stored photo. */
async function halvesPhoto(left = '#f2a541', right = '#0b5c6b') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="600" height="900" fill="${left}"/><rect x="600" width="600" height="900" fill="${right}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The stored photo behind an <img>: its size and the red channel at two points (fractions of the size). */
async function storedPhoto(page: Page, image: Locator) {
  const src = (await image.getAttribute('src')) ?? '';
  const file = await (await page.request.get(src)).body();
  const { width = 0, height = 0 } = await sharp(file).metadata();
  const red = async (fx: number, fy: number) =>
    (
      await sharp(file)
        .extract({ left: Math.round(width * fx), top: Math.round(height * fy), width: 1, height: 1 })
        .removeAlpha()
        .raw()
        .toBuffer()
    )[0];
  return { src, width, height, red };
}

async function shot(page: Page, width: string, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${width}-${name}.png` });
}

for (const { name: width, viewport } of VIEWPORTS) {
  test.describe(`office photos (${width})`, () => {
    test.use({ viewport });

    test('an employer adds, zooms, turns, edits, orders and removes office photos in the photo dialog', async ({ page }) => {
      test.setTimeout(150_000);
      const officeName = `Lincoln Park ${randomBytes(3).toString('hex')}`;
      const practice = await practiceWithOffice(page, officeName);
      await signIn(page, practice.email, PASSWORD);
      await page.goto('/app/employer-profile');
      const office = page.getByRole('listitem', { name: officeName });
      await office.getByRole('button', { name: `Photos (0) of ${officeName}` }).click();
      const photos = page.getByRole('dialog', { name: `Photos: ${officeName}` });
      await expect(photos.getByText('No photos yet.')).toBeVisible();
      await expectNoAxeViolations(page);

      // ---- a new photo: the dialog opens in view mode, Edit switches to crop mode ----
      await photos.getByRole('button', { name: 'Add a Photo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload/Edit Office Photo' });
      await expect(dialog.getByText('No photo yet.')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shot(page, width, '1-view-empty');
      await dialog.getByRole('button', { name: 'Add a photo' }).click();
      const save = dialog.getByRole('button', { name: 'Save photo' });
      await expect(save).toBeDisabled();

      // Over 5 MB: the spec's message, and Save stays disabled.
      await dialog.getByLabel('Choose a photo').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
      await expect(dialog.getByRole('alert')).toHaveText(TOO_LARGE);
      await expect(dialog.getByRole('alert')).toBeFocused();
      await expect(save).toBeDisabled();
      await expectNoAxeViolations(page);
      await shot(page, width, '2-too-large');

      // Checked by content on the server: an SVG is refused with its message, nothing is added.
      await dialog.getByLabel('Choose a photo').setInputFiles({
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#0b5c6b"/></svg>'),
      });
      await expect(dialog.getByRole('img', { name: 'The photo to crop' })).toBeVisible();
      await expect(save).toBeEnabled();
      await save.click();
      await expect(dialog.getByRole('alert')).toHaveText('Choose a JPEG, PNG, WebP or GIF image.');
      await expect(dialog.getByRole('alert')).toBeFocused();

      // A real photo: zoom 1.5 and a quarter turn, then Save.
      await dialog.getByLabel('Choose a photo').setInputFiles({ name: 'front-desk.png', mimeType: 'image/png', buffer: await halvesPhoto() });
      await expect(dialog.getByRole('img', { name: 'The photo to crop' })).toBeVisible();
      const zoom = dialog.getByLabel('Zoom');
      await expect(zoom).toHaveValue('1');
      await expect(zoom).toHaveAttribute('min', '0.1');
      await expect(zoom).toHaveAttribute('max', '2');
      await expect(zoom).toHaveAttribute('step', '0.1');
      await zoom.fill('1.5');
      await expect(dialog.getByText('1.5×')).toBeVisible();
      await dialog.getByRole('button', { name: 'Rotate' }).click();
      await expect(dialog.getByText('90°')).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, width, '3-crop');
      await expect(save).toBeEnabled();
      await save.click();
      await expect(dialog.getByText('The photo is saved.')).toBeVisible();
      const shown = dialog.getByRole('img', { name: 'Office photo 1' });
      await expect(shown).toHaveAttribute('src', /^\/api9\/files\/office-photos\//);
      await shot(page, width, '4-view-saved');
      // Stored as cropped: a 4:3 frame, zoomed in (narrower than the turned photo's 900px), turned a
      // quarter clockwise so the orange left half lies on top and the teal right half below.
      const first = await storedPhoto(page, shown);
      expect(first.width / first.height).toBeCloseTo(4 / 3, 1);
      expect(first.width).toBeLessThan(900);
      expect(await first.red(0.5, 0.1)).toBeGreaterThan(200);
      expect(await first.red(0.5, 0.9)).toBeLessThan(60);
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await expect(dialog).toBeHidden();

      // ---- it is in the list; a description for it ----
      await expect(photos.getByText('The photo is added.')).toBeVisible();
      const rows = photos.getByRole('list', { name: `Photos of ${officeName}` }).getByRole('listitem');
      await expect(rows).toHaveCount(1);
      await photos.getByLabel('Description of photo 1').fill('Our front desk');
      // A save that fails: said in the window, which takes focus; the typing stays for another try.
      await failNextCall(page, /\/OFFICE_PHOTOS\/\d+\/\d+$/, { method: 'PUT' });
      await photos.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(photos.getByRole('alert')).toHaveText('Something went wrong on our side.');
      await expect(photos.getByRole('alert')).toBeFocused();
      await expect(photos.getByLabel('Description of photo 1')).toHaveValue('Our front desk');
      await photos.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(photos.getByText('The description is saved.')).toBeVisible();
      await expect(photos.getByRole('img', { name: 'Our front desk' })).toBeVisible();

      // ---- edit: Cancel changes nothing; a re-crop without a new file; then a new file ----
      await photos.getByRole('button', { name: 'Edit or remove photo 1' }).click();
      const current = dialog.getByRole('img', { name: 'Our front desk' });
      await expect(current).toHaveAttribute('src', first.src);
      await expect(dialog.getByRole('button', { name: 'Remove photo' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Crop or replace photo' }).click();
      await dialog.getByRole('button', { name: 'Back without saving' }).click();
      await expect(current).toHaveAttribute('src', first.src);
      await dialog.getByRole('button', { name: 'Crop or replace photo' }).click();
      await expect(dialog.getByRole('img', { name: 'The photo to crop' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Rotate' }).click();
      await dialog.getByRole('button', { name: 'Rotate' }).click();
      await expect(dialog.getByText('180°')).toBeVisible();
      await expect(save).toBeEnabled();
      await save.click();
      await expect(dialog.getByText('The photo is saved.')).toBeVisible();
      await expect(current).not.toHaveAttribute('src', first.src);
      // Turned upside down: the teal half is now on top.
      const recropped = await storedPhoto(page, current);
      expect(await recropped.red(0.5, 0.1)).toBeLessThan(60);
      expect(await recropped.red(0.5, 0.9)).toBeGreaterThan(200);

      await dialog.getByRole('button', { name: 'Crop or replace photo' }).click();
      await dialog
        .getByLabel('Choose a photo')
        .setInputFiles({ name: 'operatory.png', mimeType: 'image/png', buffer: await halvesPhoto('#d1495b', '#d1495b') });
      await expect(dialog.getByRole('img', { name: 'The photo to crop' })).toBeVisible();
      await expect(save).toBeEnabled();
      await save.click();
      await expect(dialog.getByText('The photo is saved.')).toBeVisible();
      const replaced = await storedPhoto(page, current);
      expect(replaced.src).not.toBe(recropped.src);
      expect(replaced.width / replaced.height).toBeCloseTo(4 / 3, 1);
      expect(await replaced.red(0.5, 0.1)).toBeGreaterThan(180);
      expect(await replaced.red(0.5, 0.9)).toBeGreaterThan(180);
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      // It keeps its description and its place.
      await expect(rows).toHaveCount(1);
      await expect(photos.getByLabel('Description of photo 1')).toHaveValue('Our front desk');

      // ---- a second photo, moved to the front ----
      await photos.getByRole('button', { name: 'Add a Photo' }).click();
      await dialog.getByRole('button', { name: 'Add a photo' }).click();
      await dialog.getByLabel('Choose a photo').setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: await halvesPhoto('#0b5c6b', '#0b5c6b') });
      await expect(dialog.getByRole('img', { name: 'The photo to crop' })).toBeVisible();
      await expect(save).toBeEnabled();
      await save.click();
      await expect(dialog.getByText('The photo is saved.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await expect(rows).toHaveCount(2);
      await photos.getByLabel('Description of photo 2').fill('The team');
      await photos.getByRole('button', { name: 'Save', exact: true }).nth(1).click();
      await expect(photos.getByText('The description is saved.')).toBeVisible();
      await photos.getByRole('button', { name: 'Move photo 2 up' }).click();
      await expect(photos.getByLabel('Description of photo 1')).toHaveValue('The team');
      await expect(photos.getByLabel('Description of photo 2')).toHaveValue('Our front desk');
      await expectNoAxeViolations(page);
      await shot(page, width, '5-list');

      // ---- remove asks first ----
      await photos.getByRole('button', { name: 'Edit or remove photo 2' }).click();
      await expect(dialog.getByRole('img', { name: 'Our front desk' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Remove photo' }).click();
      await expect(dialog.getByText('Remove this office photo?')).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, width, '6-confirm-remove');
      await dialog.getByRole('button', { name: 'Keep photo' }).click();
      await expect(dialog.getByRole('img', { name: 'Our front desk' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Remove photo' }).click();
      await dialog.getByRole('button', { name: 'Yes, remove it' }).click();
      await expect(dialog.getByText('The photo is removed.')).toBeVisible();
      await expect(dialog.getByText('No photo yet.')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
      await expect((await page.request.get(replaced.src)).status()).toBe(404);
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await expect(rows).toHaveCount(1);
      await expect(photos.getByLabel('Description of photo 1')).toHaveValue('The team');

      // The office card shows what is left.
      await photos.getByRole('button', { name: 'Done' }).click();
      await expect(office.getByRole('button', { name: `Photos (1) of ${officeName}` })).toBeVisible();
      await expect(office.getByRole('img', { name: 'The team' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
