import { supplierRouter } from '#functions/api/api-env.ts';
import { limitDeveloperTokenCalls } from '#functions/api/call-limits.ts';
import { appBindingRoutes } from './app-binding.ts';
import { cataloguePdfRoutes } from './catalogue-pdf.ts';
import { companyTabRoutes } from './company-tabs.ts';
import { customDomainRoutes } from './custom-domain.ts';
import { supplierHomeRoutes } from './home.ts';
import { supplierVideoRoutes } from './videos.ts';
import { supplierProductRoutes } from './product.ts';
import { productImportRoutes } from './product-import.ts';
import { supplierCategoryRoutes } from './category.ts';
import { catalogMenuRoutes } from './product-catalog-menu.ts';
import { contactPersonRoutes } from './contact-person.ts';
import { statisticRoutes } from './statistic.ts';
import { supplierUserRoutes } from './user.ts';

/** Spec §7 /api/supplier: the owner's back office and the ERP's developer token (app.ts guards it). */
export const supplierRoutes = supplierRouter()
  .use(limitDeveloperTokenCalls)
  .route('/home', supplierHomeRoutes)
  .route('/home', companyTabRoutes)
  .route('/home', appBindingRoutes)
  .route('/home', customDomainRoutes)
  .route('/home', supplierVideoRoutes)
  .route('/product', supplierProductRoutes)
  .route('/product', productImportRoutes)
  .route('/category', supplierCategoryRoutes)
  .route('/product-catalog-menu', catalogMenuRoutes)
  .route('/contact-person', contactPersonRoutes)
  .route('/statistic', statisticRoutes)
  .route('/user', supplierUserRoutes)
  .route('/catalogue', cataloguePdfRoutes);
