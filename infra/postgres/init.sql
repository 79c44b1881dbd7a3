-- One PostgreSQL server, one database per service (services also create theirs at start).
CREATE DATABASE cannaverse_identity;
CREATE DATABASE cannaverse_social;
CREATE DATABASE cannaverse_content;
CREATE DATABASE cannaverse_streaming;
CREATE DATABASE cannaverse_moderation;
