enum DateStyle {
    case short
    case long
}
