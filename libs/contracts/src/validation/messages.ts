/** The spec's exact validation wording (core spec §5). Tests assert these strings. */
export const ValidationMessages = {
  usernameMin: 'Username must be at least 7 characters.',
  passwordMin: 'Password must be at least 6 characters.',
  emailInvalid: 'Please enter a valid email address.',
  displayNameMin: 'Display name must be at least 2 characters',
  displayNameMax: "Display name can't exceed 50 characters",
  /** Not in the spec (issue 20): bidi controls, zero-width characters, controls, noncharacters. */
  displayNameCharacters: 'Display name contains characters that are not allowed',
  nameCharacters: 'Name contains characters that are not allowed',
  bioMax: "Bio can't exceed 500 characters",
  locationMax: "Location can't exceed 100 characters",
  pronounsMax: "Pronouns can't exceed 30 characters",
  websiteInvalid: 'Please enter a valid URL',
  notAuthenticated: 'User not authenticated',
  mustBeLoggedInToPost: 'You must be logged in to create a post',
} as const;

export const Limits = {
  usernameMin: 7,
  /** Not in the spec; a sane cap so a username fits a URL and a card. */
  usernameMax: 30,
  passwordMin: 6,
  /** argon2 handles long inputs, but an unbounded password is a DoS vector. */
  passwordMax: 256,
  displayNameMin: 2,
  displayNameMax: 50,
  bioMax: 500,
  locationMax: 100,
  pronounsMax: 30,
  websiteMax: 2048,
  emailMax: 254,
  nameMax: 100,
} as const;
