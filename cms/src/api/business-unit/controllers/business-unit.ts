import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::business-unit.business-unit');
