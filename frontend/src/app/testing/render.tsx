import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { PostDto, UserDto } from '@cannaverse/contracts';
import { makeStore } from '../store';
import { theme } from '../theme';
import { ToastProvider } from '../toasts/ToastProvider';

/** A fresh store, theme, toasts and router for every test. */
export function renderWithApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const store = makeStore();
  const utils = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { store, ...utils };
}

export const testUser = (overrides: Partial<UserDto> = {}): UserDto => ({
  id: 'u-me',
  username: 'greenthumb',
  email: 'me@example.com',
  displayName: 'Green Thumb',
  bio: null,
  avatar: null,
  location: null,
  website: null,
  pronouns: null,
  isAdmin: false,
  createdAt: '2024-01-02T10:00:00.000Z',
  ...overrides,
});

export const testPost = (overrides: Partial<PostDto> = {}): PostDto => ({
  id: 'p-1',
  userId: 'u-author',
  content: 'First harvest of the season!',
  strainName: null,
  strainRating: null,
  strainReview: null,
  mediaUrl: null,
  mediaType: null,
  thumbnail: null,
  mediaWidth: null,
  mediaHeight: null,
  mediaRenditions: [],
  isPremium: false,
  createdAt: '2024-05-01T12:00:00.000Z',
  updatedAt: '2024-05-01T12:00:00.000Z',
  user: { id: 'u-author', username: 'kushqueen', displayName: null, avatar: null },
  likesCount: 0,
  likedByMe: false,
  commentsCount: 0,
  video: null,
  ...overrides,
});
