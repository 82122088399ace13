import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::career-page.career-page');
