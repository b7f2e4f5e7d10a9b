import { Component } from 'preact';
import { createPortal } from 'preact/compat';
import { hydrateRoot } from 'preact/compat/client';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import { describe, expect, it } from 'vitest';

// Decision 0025: the app is written against React's API and runs on Preact. The tests resolve imports with the
// builds' aliases (web-alias.ts), so this holds for what ships as well as for the tests.
describe('the renderer', () => {
  it('is Preact behind every React import', () => {
    expect(React.Component).toBe(Component);
    expect(ReactDom.createPortal).toBe(createPortal);
    expect(ReactDomClient.hydrateRoot).toBe(hydrateRoot);
  });
});
