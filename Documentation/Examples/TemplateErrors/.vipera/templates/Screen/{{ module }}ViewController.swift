// {{ module }}: a {{ style }} list
