// A local Stripe for tests (ADR 129): answers /v1/accounts, /v1/account_links and /v1/transfers as
// Stripe's API reference describes them — form-encoded requests, the secret key as a Bearer token,
// objects and lists as JSON, errors as {"error": {type, code, message, param}} — and keeps the
// Idempotency-Key contract: the first answer to a key is saved and sent again for the same key
// (header Idempotent-Replayed: true), refusals too, so a refused transfer sent again with its key is
// refused again; the same key with other parameters is an idempotency_error.
// The onboarding link's address is the fake's own page, which marks the account onboarded (its
// transfers capability active) and sends the browser to the link's return_url, as Stripe does.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAccount = { id: string; email: string | null; country: string; transfersCapability: 'inactive' | 'active'; metadata: Record<string, string> };
export type FakeTransfer = {
  id: string;
  amount: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  metadata: Record<string, string>;
  created: number;
};
type Saved = { params: string; status: number; body: unknown };

export type StripeFake = {
  /** The API address (the STRIPE_API_URL setting). */
  url: string;
  secretKey: string;
  accounts: Map<string, FakeAccount>;
  transfers: FakeTransfer[];
  /** The platform's available balance in cents; a transfer above it is refused (balance_insufficient). */
  balanceCents: number;
  /** Every request: method, path with query, Idempotency-Key, form. */
  requests: Array<{ method: string; path: string; idempotencyKey: string | null; form: Record<string, string> }>;
  /** The next transfer is made, then the connection is cut without an answer (a lost response). */
  cutNextTransferAnswer: boolean;
  /** Lists of transfers leave out those already made (a list that has not caught up yet): only the Idempotency-Key guards. */
  hideTransfersFromList: boolean;
  /** Marks an account onboarded: its transfers capability active. */
  completeOnboarding: (accountId: string) => void;
  close: () => Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const stripeError = (status: number, type: string, message: string, code?: string, param?: string) => ({
  status,
  body: { error: { type, message, ...(code ? { code, doc_url: `https://stripe.com/docs/error-codes/${code}` } : {}), ...(param ? { param } : {}) } },
});

function accountObject(account: FakeAccount) {
  return {
    id: account.id,
    object: 'account',
    type: 'express',
    country: account.country,
    email: account.email,
    capabilities: { transfers: account.transfersCapability },
    payouts_enabled: account.transfersCapability === 'active',
    details_submitted: account.transfersCapability === 'active',
    metadata: account.metadata,
  };
}

const transferObject = (transfer: FakeTransfer) => ({
  ...transfer,
  object: 'transfer',
  amount_reversed: 0,
  reversed: false,
  livemode: false,
  description: null,
  reversals: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/transfers/${transfer.id}/reversals` },
});

/** `metadata[key]` fields of a form as an object. */
const metadataOf = (form: Record<string, string>) =>
  Object.fromEntries(Object.entries(form).flatMap(([key, value]) => (/^metadata\[(.+)\]$/.exec(key) ? [[/^metadata\[(.+)\]$/.exec(key)![1]!, value]] : [])));

/** Starts the fake on a free local port with an account balance of $10,000. */
export async function startStripeFake(secretKey = 'sk_test_chairsidefake0123456789'): Promise<StripeFake> {
  const saved = new Map<string, Saved>();
  const links = new Map<string, { account: string; returnUrl: string }>();
  const fake = {
    url: '',
    secretKey,
    accounts: new Map<string, FakeAccount>(),
    transfers: [] as FakeTransfer[],
    balanceCents: 1_000_000,
    requests: [],
    cutNextTransferAnswer: false,
    hideTransfersFromList: false,
  } as unknown as StripeFake;
  fake.completeOnboarding = (accountId) => {
    const account = fake.accounts.get(accountId);
    if (account) account.transfersCapability = 'active';
  };

  function handle(method: string, path: string, query: URLSearchParams, form: Record<string, string>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/accounts') {
      if (form.type !== 'express' && !form['controller[stripe_dashboard][type]'])
        return stripeError(400, 'invalid_request_error', 'Missing required param: type.', 'parameter_missing', 'type');
      const account: FakeAccount = {
        id: id('acct'),
        email: form.email ?? null,
        country: form.country ?? 'US',
        transfersCapability: 'inactive',
        metadata: metadataOf(form),
      };
      fake.accounts.set(account.id, account);
      return { status: 200, body: accountObject(account) };
    }
    const accountPath = /^\/v1\/accounts\/(acct_[A-Za-z0-9]+)$/.exec(path);
    if (method === 'GET' && accountPath) {
      const account = fake.accounts.get(accountPath[1]!);
      if (!account) return stripeError(404, 'invalid_request_error', `No such account: '${accountPath[1]}'`, 'resource_missing', 'account');
      return { status: 200, body: accountObject(account) };
    }
    if (method === 'POST' && path === '/v1/account_links') {
      for (const name of ['account', 'type', 'refresh_url', 'return_url'])
        if (!form[name]) return stripeError(400, 'invalid_request_error', `Missing required param: ${name}.`, 'parameter_missing', name);
      if (!fake.accounts.has(form.account!))
        return stripeError(400, 'invalid_request_error', `No such account: '${form.account}'`, 'resource_missing', 'account');
      if (form.type !== 'account_onboarding' && form.type !== 'account_update')
        return stripeError(
          400,
          'invalid_request_error',
          `Invalid type: must be one of account_onboarding or account_update`,
          'parameter_invalid_empty',
          'type',
        );
      const token = randomBytes(9).toString('hex');
      links.set(token, { account: form.account!, returnUrl: form.return_url! });
      const created = Math.floor(Date.now() / 1000);
      return { status: 200, body: { object: 'account_link', created, expires_at: created + 300, url: `${fake.url}/setup/e/${form.account}/${token}` } };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const amount = Number(form.amount);
      if (!form.amount || !Number.isInteger(amount) || amount <= 0)
        return stripeError(400, 'invalid_request_error', 'Invalid positive integer', 'parameter_invalid_integer', 'amount');
      if (!form.currency) return stripeError(400, 'invalid_request_error', 'Missing required param: currency.', 'parameter_missing', 'currency');
      const destination = fake.accounts.get(form.destination ?? '');
      if (!destination) return stripeError(400, 'invalid_request_error', `No such destination: '${form.destination ?? ''}'`, 'resource_missing', 'destination');
      if (destination.transfersCapability !== 'active')
        return stripeError(
          400,
          'invalid_request_error',
          'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
          'insufficient_capabilities_for_transfer',
          'destination',
        );
      if (amount > fake.balanceCents)
        return stripeError(
          400,
          'invalid_request_error',
          'You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card.',
          'balance_insufficient',
        );
      fake.balanceCents -= amount;
      const transfer: FakeTransfer = {
        id: id('tr'),
        amount,
        currency: form.currency,
        destination: destination.id,
        transfer_group: form.transfer_group ?? null,
        metadata: metadataOf(form),
        created: Math.floor(Date.now() / 1000),
      };
      fake.transfers.push(transfer);
      return { status: 200, body: transferObject(transfer) };
    }
    if (method === 'GET' && path === '/v1/transfers') {
      const limit = Math.min(Number(query.get('limit') ?? 10), 100);
      const matching = (fake.hideTransfersFromList ? [] : fake.transfers)
        .filter(
          (transfer) =>
            (!query.has('transfer_group') || transfer.transfer_group === query.get('transfer_group')) &&
            (!query.has('destination') || transfer.destination === query.get('destination')),
        )
        .reverse();
      return {
        status: 200,
        body: { object: 'list', data: matching.slice(0, limit).map(transferObject), has_more: matching.length > limit, url: '/v1/transfers' },
      };
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function answer(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
    response.end(JSON.stringify(body));
  }

  function onRequest(request: IncomingMessage, response: ServerResponse, raw: string) {
    const url = new URL(request.url ?? '/', 'http://stripe');
    const method = request.method ?? 'GET';
    const setup = /^\/setup\/e\/(acct_[A-Za-z0-9]+)\/([0-9a-f]+)$/.exec(url.pathname);
    if (method === 'GET' && setup) {
      const link = links.get(setup[2]!);
      if (!link) return answer(response, 404, { error: 'This link has expired or was already used.' });
      links.delete(setup[2]!);
      fake.completeOnboarding(link.account);
      response.writeHead(302, { location: link.returnUrl });
      return response.end();
    }
    const form = Object.fromEntries(new URLSearchParams(raw));
    const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
    fake.requests.push({ method, path: `${url.pathname}${url.search}`, idempotencyKey: key, form });
    if (request.headers.authorization !== `Bearer ${fake.secretKey}`)
      return answer(response, 401, stripeError(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****').body);
    if (method === 'POST' && !(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      return answer(response, 400, stripeError(400, 'invalid_request_error', 'Invalid request: the body must be form-encoded.').body);
    if (method === 'POST' && key) {
      const earlier = saved.get(`${url.pathname} ${key}`);
      if (earlier && earlier.params !== raw)
        return answer(
          response,
          400,
          stripeError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          ).body,
        );
      if (earlier) return answer(response, earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
    }
    const result = handle(method, url.pathname, url.searchParams, form);
    // Stripe keeps the first answer once the endpoint ran, refusals included; a request failing its parameters' checks keeps none.
    const code = (result.body as { error?: { code?: string } }).error?.code ?? '';
    if (method === 'POST' && key && !code.startsWith('parameter_'))
      saved.set(`${url.pathname} ${key}`, { params: raw, status: result.status, body: result.body });
    if (method === 'POST' && url.pathname === '/v1/transfers' && fake.cutNextTransferAnswer) {
      fake.cutNextTransferAnswer = false;
      return request.socket.destroy();
    }
    answer(response, result.status, result.body);
  }

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => onRequest(request, response, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
