import type { IconProps } from './icon-base';

// Brand marks (filled), used in the footer with a visible or screen-reader label.
export const FacebookIcon = (props: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4V10.5H8v3h2.5V21h3Z" />
  </svg>
);

export const LinkedinIcon = (props: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
    <path d="M4.5 3A1.5 1.5 0 1 1 4.5 6a1.5 1.5 0 0 1 0-3ZM3.2 8h2.6v12H3.2V8Zm5 0h2.5v1.7h.1c.4-.7 1.3-1.9 3.2-1.9 3 0 3.6 2 3.6 4.6V20H15v-5.7c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V20H8.2V8Z" />
  </svg>
);

export const InstagramIcon = (props: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
  </svg>
);

export const GooglePlayIcon = (props: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
    <path d="M4 2.8c-.3.2-.5.6-.5 1.1v16.2c0 .5.2.9.5 1.1l9.2-9.2L4 2.8Zm10.3 10.3 2.6 2.6-10.6 6 8-8.6Zm0-2.2-8-8.6 10.6 6-2.6 2.6Zm3.8-.9 2.6 1.5c.8.5.8 1.7 0 2.2l-2.6 1.5-2.8-2.6 2.8-2.6Z" />
  </svg>
);

export const AppleIcon = (props: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
    <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-1.9-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.9-1.7 0-3.2 1-4 2.4-1.7 3-.5 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.5 1.2-.1 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4.9-1.3 1.3-2.6 1.3-2.7 0 0-2.5-1-2.5-4Zm-2.4-7.1c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4Z" />
  </svg>
);
