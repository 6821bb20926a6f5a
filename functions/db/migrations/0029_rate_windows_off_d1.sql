-- Rate-limit windows now live in one RateWindow Durable Object per bucket (docs/decisions/071).
DROP TABLE `rate_limits`;