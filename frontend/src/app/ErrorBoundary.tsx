import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';

/** A failed render shows the 'Application Error' page with a Reload button (spec §8). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Application error', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <StyledErrorPage role="alert">
        <h1>Application Error</h1>
        <p>{this.state.error.message}</p>
        <button type="button" onClick={() => window.location.reload()}>Reload</button>
      </StyledErrorPage>
    );
  }
}

const StyledErrorPage = styled.main`
  max-width: 560px;
  margin: 15vh auto;
  padding: 24px;
  text-align: center;
  button { padding: 10px 20px; border-radius: 8px; border: 0; background: #2e7d32; color: #fff; cursor: pointer; }
`;
