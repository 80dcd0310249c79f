import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EmailTemplatePreviewSchema, EmailTemplateSummarySchema } from '@chairside/domain/email-templates';
import { createAdmin, signUpStaff } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { useTestApi } from '../../testing/test-api';
import { EMAIL_TEMPLATES } from './email-template-registry';

const api = useTestApi();
const BASE = 'http://localhost:3000';

describe('the email templates', () => {
  it('have unique kebab-case names and a description each', () => {
    const names = EMAIL_TEMPLATES.map((template) => template.name);
    expect(new Set(names).size).toBe(names.length);
    for (const template of EMAIL_TEMPLATES) {
      expect(template.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(template.description.length, template.name).toBeGreaterThan(20);
    }
  });

  it('each render a subject, an HTML part and a text part from their sample data, with the same words and links in both', () => {
    expect(EMAIL_TEMPLATES.length).toBeGreaterThanOrEqual(35);
    for (const template of EMAIL_TEMPLATES) {
      const email = template.preview(BASE);
      expect(email.subject.trim(), template.name).not.toBe('');
      expect(email.subject, template.name).not.toMatch(/\n/);
      expect(email.html, template.name).toMatch(/^<!DOCTYPE html><html lang="en"/);
      expect(email.text.trim().length, template.name).toBeGreaterThan(40);
      // Every web address of the text part is a link in the HTML part (escaped as HTML writes it).
      const urls = email.text.match(/(https?:\/\/|mailto:)\S+/g) ?? [];
      expect(urls.length, template.name).toBeGreaterThan(0);
      for (const url of urls) expect(email.html, `${template.name}: ${url}`).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
      // The sample's links point at the site it is previewed on.
      for (const url of urls) expect(url.startsWith(BASE) || url.startsWith('mailto:'), `${template.name}: ${url}`).toBe(true);
    }
  });

  it('are listed and previewed for an administrator', async () => {
    const admin = await createAdmin(api);
    const listed = await call(api, admin, 'GET', '/api9/admin/email-templates');
    expect(listed.statusCode).toBe(200);
    const templates = z.array(EmailTemplateSummarySchema).parse(listed.json());
    expect(templates.map((template) => template.name)).toEqual(EMAIL_TEMPLATES.map((template) => template.name));
    expect(templates.find((template) => template.name === 'password-reset')).toMatchObject({ subject: 'Your Chairside password reset code' });

    for (const { name } of templates) {
      const answer = await call(api, admin, 'GET', `/api9/admin/email-templates/${name}`);
      expect(answer.statusCode, name).toBe(200);
      const preview = EmailTemplatePreviewSchema.parse(answer.json());
      expect(preview.html.length, name).toBeGreaterThan(500);
      expect(preview.text.length, name).toBeGreaterThan(40);
    }
    const reset = EmailTemplatePreviewSchema.parse((await call(api, admin, 'GET', '/api9/admin/email-templates/password-reset')).json());
    expect(reset.text).toContain(`Reset your password: ${api.ctx.config.PUBLIC_URL.replace(/\/$/, '')}/dental-jobs/reset-password/`);
    expect(reset.html).toContain('>Reset your password</a>');
  });

  it('answer administrators only, and name an unknown or malformed template', async () => {
    const staff = await signUpStaff(api);
    const employer = await signUpEmployer(api);
    const admin = await createAdmin(api);
    for (const path of ['/api9/admin/email-templates', '/api9/admin/email-templates/password-reset']) {
      expect((await call(api, null, 'GET', path)).statusCode, path).toBe(401);
      expect((await call(api, staff, 'GET', path)).statusCode, path).toBe(403);
      expect((await call(api, employer, 'GET', path)).statusCode, path).toBe(403);
    }
    const unknown = await call(api, admin, 'GET', '/api9/admin/email-templates/no-such-email');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'name' });
    for (const bad of ['Password_Reset', '..%2Fsecrets', 'a'.repeat(81), '%3Cscript%3E']) {
      const answer = await call(api, admin, 'GET', `/api9/admin/email-templates/${bad}`);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().errors[0].field, bad).toBe('name');
    }
  });
});
