import React from 'react';
import { ErrorBoundary } from './error-boundary';

/** The error page's texts: status defaults to 500 and the message to 'Error'; 404 offers the home page. */
export function errorPageContent(
  status?: number,
  message?: string,
): { status: number; message: string; homeLink: string | null } {
  const code = status ?? 500;
  return { status: code, message: message || 'Error', homeLink: code === 404 ? 'Back to the home page' : null };
}

/**
 * The error page's links leave the app: a full load of the page starts it afresh (in the app, the
 * page's error boundary would keep showing this page). A new tab or window opens as usual.
 */
function reloadAt(event: React.MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  window.location.assign(event.currentTarget.href);
}

const boxStyle: React.CSSProperties = {
  maxWidth: 640,
  margin: '15vh auto',
  padding: '0 1.25rem',
  fontFamily: 'system-ui, sans-serif',
};

export function ErrorPage({ status, message }: { status?: number; message?: string }): React.ReactElement {
  const content = errorPageContent(status, message);
  return (
    <main style={boxStyle}>
      <p style={{ fontSize: '4rem', fontWeight: 800, margin: 0, color: '#c8102e' }}>{content.status}</p>
      <h1>{content.message}</h1>
      <p>
        <a href="/" onClick={reloadAt}>
          {content.homeLink ?? 'Home'}
        </a>
      </p>
    </main>
  );
}

/** If the error page itself fails, a last plain message. */
function ErrorPageFailed(): React.ReactElement {
  return (
    <main style={boxStyle}>
      <h1>An error occurred while showing the error page</h1>
      <p>
        <a href="/" onClick={reloadAt}>
          Go back to home
        </a>
      </p>
    </main>
  );
}

/** Wraps every page: a render error shows the error page, and a failing error page the last resort. */
export function PageErrorBoundary({ children }: { children: React.ReactNode }): React.ReactElement {
  return (
    <ErrorBoundary
      fallback={() => (
        <ErrorBoundary fallback={() => <ErrorPageFailed />}>
          <ErrorPage />
        </ErrorBoundary>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
