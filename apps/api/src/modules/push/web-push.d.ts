// The part of web-push (standard VAPID Web Push, ADR 54) this module uses; it ships no types.
declare module 'web-push' {
  import type { Agent } from 'node:https';
  type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };
  type SendOptions = {
    vapidDetails: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    timeout?: number;
    agent?: Agent;
  };
  type SendResult = { statusCode: number; body: string; headers: Record<string, string> };
  const webPush: {
    generateVAPIDKeys(): { publicKey: string; privateKey: string };
    sendNotification(subscription: PushTarget, payload: string, options: SendOptions): Promise<SendResult>;
  };
  export default webPush;
}
