import React from 'react';
import type { FooterData } from '../layout/footer';
import { MainLayout } from '../layout/layouts';
import { Container, Section } from './container';
import { PageHeader } from './page-header';

interface CollectionPageProps {
  footer: FooterData | null | undefined;
  title: string;
  lead?: string | null;
  /** Shown above the list (company tabs, an introduction). */
  intro?: React.ReactNode;
  isEmpty: boolean;
  emptyText: string;
  children: React.ReactNode;
}

/** A page that lists one collection of the CMS, with a sensible message when it is empty. */
export function CollectionPage({
  footer,
  title,
  lead,
  intro,
  isEmpty,
  emptyText,
  children,
}: CollectionPageProps): React.ReactElement {
  return (
    <MainLayout footer={footer}>
      <PageHeader title={title} lead={lead} />
      <Section>
        <Container>
          {intro}
          {isEmpty ? <p>{emptyText}</p> : children}
        </Container>
      </Section>
    </MainLayout>
  );
}
