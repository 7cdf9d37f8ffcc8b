#!/bin/sh
# `mc ready local` (MinIO's health check): is the server answering on :9000?
exec node -e "fetch('http://127.0.0.1:9000/').then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"
