-- The CMS keeps its content in its own database beside the API's (created on the first start only).
CREATE DATABASE strapi;
