import about from '../../../api/about/content-types/about/guide';
import privacyPolicy from '../../../api/privacy-policy/content-types/privacy-policy/guide';
import termsCondition from '../../../api/terms-condition/content-types/terms-condition/guide';
import careerPage from '../../../api/career-page/content-types/career-page/guide';
import contactPage from '../../../api/contact-page/content-types/contact-page/guide';
import companyValue from '../../../api/company-value/content-types/company-value/guide';
import home from '../../../api/home/content-types/home/guide';
import footer from '../../../api/footer/content-types/footer/guide';
import whatsapp from '../../../api/whatsapp/content-types/whatsapp/guide';
import businessUnit from '../../../api/business-unit/content-types/business-unit/guide';
import certificate from '../../../api/certificate/content-types/certificate/guide';
import client from '../../../api/client/content-types/client/guide';
import jobOpening from '../../../api/job-opening/content-types/job-opening/guide';
import management from '../../../api/management/content-types/management/guide';
import milestone from '../../../api/milestone/content-types/milestone/guide';
import news from '../../../api/news/content-types/news/guide';
import organizationChart from '../../../api/organization-chart/content-types/organization-chart/guide';
import contactMessage from '../../../api/contact-message/content-types/contact-message/guide';
import redirect from '../../../api/redirect/content-types/redirect/guide';
import sharedSeo from '../../../components/shared/seo/guide';
import sharedAddress from '../../../components/shared/address/guide';
import sharedValueItem from '../../../components/shared/value-item/guide';
import organizationPosition from '../../../components/organization/position/guide';
import type { ModelGuide } from './model-guide';
import { CONTENT_TYPES } from '@site/contracts/content-types';

export type { FieldGuide, Text } from './texts';
export type { ListGuide, ModelGuide } from './model-guide';

/**
 * The field guide: for every content type and component, every field's label, help text and
 * example in Indonesian and English, and how its views open. The CMS writes it into the Content
 * Manager's configuration at start (server/apply.ts); the admin shows it in each editor's language.
 *
 * Each type's guide lives beside the schema it explains: a content type's in
 * src/api/<api>/content-types/<type>/guide.ts, next to its schema.json; a component's in
 * src/components/<category>/<name>/guide.ts, next to <name>.json (in a folder of its own: Strapi
 * would merge a <name>.guide.js beside the JSON into the component's schema). They build on the
 * shared texts and fields of ./texts.ts. This file only collects them by uid: guide.test.ts fails
 * when a schema has no guide beside it or here, or a guide explains a field its schema lacks or
 * leaves one out. A content type is named by its uid in contracts/src/content-types.ts.
 */
export const FIELD_GUIDE: Record<string, ModelGuide> = {
  [CONTENT_TYPES.about.uid]: about,
  [CONTENT_TYPES.privacyPolicy.uid]: privacyPolicy,
  [CONTENT_TYPES.termsCondition.uid]: termsCondition,
  [CONTENT_TYPES.careerPage.uid]: careerPage,
  [CONTENT_TYPES.contactPage.uid]: contactPage,
  [CONTENT_TYPES.companyValue.uid]: companyValue,
  [CONTENT_TYPES.home.uid]: home,
  [CONTENT_TYPES.footer.uid]: footer,
  [CONTENT_TYPES.whatsapp.uid]: whatsapp,
  [CONTENT_TYPES.businessUnit.uid]: businessUnit,
  [CONTENT_TYPES.certificate.uid]: certificate,
  [CONTENT_TYPES.client.uid]: client,
  [CONTENT_TYPES.jobOpening.uid]: jobOpening,
  [CONTENT_TYPES.management.uid]: management,
  [CONTENT_TYPES.milestone.uid]: milestone,
  [CONTENT_TYPES.news.uid]: news,
  [CONTENT_TYPES.organizationChart.uid]: organizationChart,
  [CONTENT_TYPES.contactMessage.uid]: contactMessage,
  [CONTENT_TYPES.redirect.uid]: redirect,
  'shared.seo': sharedSeo,
  'shared.address': sharedAddress,
  'shared.value-item': sharedValueItem,
  'organization.position': organizationPosition,
};
