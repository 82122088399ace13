/**
 * Every content type of the CMS: its uid, the name of its nodes in the site's GraphQL schema, its
 * kind, whether it is localised and drafted (the site sources only those with drafts: a type
 * without has no node name). Written from the schema files
 * (cms/src/api/<api>/content-types/<name>/schema.json) by `npm run typegen:content-types`
 * (scripts/lib/content-types-source.ts), whose test fails while this file differs from what it
 * writes now: do not edit it by hand. Name a type through it (`CONTENT_TYPES.news.uid`,
 * `CONTENT_TYPES.news.gatsbyType`), never as a string of its own.
 */
export const CONTENT_TYPES = {
  about: {
    uid: 'api::about.about',
    gatsbyType: 'StrapiAbout',
    kind: 'singleType',
    localized: true,
    draftAndPublish: true,
  },
  businessUnit: {
    uid: 'api::business-unit.business-unit',
    gatsbyType: 'StrapiBusinessUnit',
    kind: 'collectionType',
    localized: true,
    draftAndPublish: true,
  },
  careerPage: {
    uid: 'api::career-page.career-page',
    gatsbyType: 'StrapiCareerPage',
    kind: 'singleType',
    localized: true,
    draftAndPublish: true,
  },
  certificate: {
    uid: 'api::certificate.certificate',
    gatsbyType: 'StrapiCertificate',
    kind: 'collectionType',
    localized: true,
    draftAndPublish: true,
  },
  client: {
    uid: 'api::client.client',
    gatsbyType: 'StrapiClient',
    kind: 'collectionType',
    localized: true,
    draftAndPublish: true,
  },
  companyValue: {
    uid: 'api::company-value.company-value',
    gatsbyType: 'StrapiCompanyValue',
    kind: 'singleType',
    localized: true,
    draftAndPublish: true,
  },
  contactMessage: {
    uid: 'api::contact-message.contact-message',
    gatsbyType: null,
    kind: 'collectionType',
    localized: false,
    draftAndPublish: false,
  },
  contactPage: {
    uid: 'api::contact-page.contact-page',
    gatsbyType: 'StrapiContactPage',
    kind: 'singleType',
    localized: true,
    draftAndPublish: true,
  },
  footer: {
    uid: 'api::footer.footer',
    gatsbyType: 'StrapiFooter',
    kind: 'singleType',
    localized: true,
    draftAndPublish: true,
  },
  home: {
    uid: 'api::home.home',
    gatsbyType: 'StrapiHome',
    kind: 'singleType',
    localized: true,
    draftAndPublish: true,
  },
  jobOpening: {
    uid: 'api::job-opening.job-opening',
    gatsbyType: 'StrapiJobOpening',
    kind: 'collectionType',
    localized: true,
    draftAndPublish: true,
  },
  management: {
    uid: 'api::management.management',
    gatsbyType: 'StrapiManagement',
    kind: 'collectionType',
    localized: true,
    draftAndPublish: true,
  },
  milestone: {
    uid: 'api::milestone.milestone',
    gatsbyType: 'StrapiMilestone',
    kind: 'collectionType',
    localized: true,
    draftAndPublish: true,
  },
  news: {
    uid: 'api::news.news',
    gatsbyType: 'StrapiNews',
    kind: 'collectionType',
    localized: true,
    draftAndPublish: true,
  },
  organizationChart: {
    uid: 'api::organization-chart.organization-chart',
    gatsbyType: 'StrapiOrganizationChart',
    kind: 'collectionType',
    localized: true,
    draftAndPublish: true,
  },
  privacyPolicy: {
    uid: 'api::privacy-policy.privacy-policy',
    gatsbyType: 'StrapiPrivacyPolicy',
    kind: 'singleType',
    localized: true,
    draftAndPublish: true,
  },
  redirect: {
    uid: 'api::redirect.redirect',
    gatsbyType: 'StrapiRedirect',
    kind: 'collectionType',
    localized: false,
    draftAndPublish: true,
  },
  termsCondition: {
    uid: 'api::terms-condition.terms-condition',
    gatsbyType: 'StrapiTermsCondition',
    kind: 'singleType',
    localized: true,
    draftAndPublish: true,
  },
  whatsapp: {
    uid: 'api::whatsapp.whatsapp',
    gatsbyType: 'StrapiWhatsapp',
    kind: 'singleType',
    localized: true,
    draftAndPublish: true,
  },
} as const;

export type ContentTypeKey = keyof typeof CONTENT_TYPES;
export type ContentTypeUid = (typeof CONTENT_TYPES)[ContentTypeKey]['uid'];
export type GatsbyTypeName = NonNullable<(typeof CONTENT_TYPES)[ContentTypeKey]['gatsbyType']>;
/** The types the site sources (those with drafts), each with its node name. */
export type SourcedTypeKey = {
  [Key in ContentTypeKey]: (typeof CONTENT_TYPES)[Key]['gatsbyType'] extends null ? never : Key;
}[ContentTypeKey];
