import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../app/testing/mock-api';
import { makeStore } from '../../../app/store';
import { theme } from '../../../app/theme';
import { SuggestedMembers } from './SuggestedMembers';

afterEach(() => vi.unstubAllGlobals());

describe('SuggestedMembers', () => {
  it("works outside the router (the tutorial's overlay is mounted above it): plain links, no crash", async () => {
    mockApi({
      'GET /api/members/suggested': { body: [{ id: 'u-2', username: 'kushqueen', displayName: null, avatar: null, followers: 3, posts: 12, shared: ['growdiary'] }] },
    });
    render(<Provider store={makeStore()}><ThemeProvider theme={theme}><SuggestedMembers compact /></ThemeProvider></Provider>);
    const name = await screen.findByRole('link', { name: 'kushqueen' });
    expect(name.getAttribute('href')).toBe('/profile/u-2');
    expect(screen.getByRole('button', { name: 'Follow kushqueen' })).toBeTruthy();
  });
});
