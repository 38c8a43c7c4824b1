enum CheckoutStrings {}

struct PaymentForm {}
