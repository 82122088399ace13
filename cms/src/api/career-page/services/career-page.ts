import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::career-page.career-page');
