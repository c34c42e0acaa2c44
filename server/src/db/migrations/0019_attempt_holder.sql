-- The tab or device that opened an attempt's exam page last; saves and the end from another are refused.
ALTER TABLE "attempts" ADD COLUMN "holder_id" uuid;