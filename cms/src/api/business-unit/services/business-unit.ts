import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::business-unit.business-unit');
