// braintree-web-drop-in ships no type declarations; payment-form.tsx describes the parts it uses.
declare module 'braintree-web-drop-in';
