/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What drivers/usb/core/of_names.c takes from the kernel, for a host build
 * of the same file (force-included; the other headers here map the
 * kernel's to the C library's).
 */
#ifndef USBDT_SHIM_KERNEL_H
#define USBDT_SHIM_KERNEL_H
#include <ctype.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef uint8_t u8;
typedef uint16_t u16;
#define __printf(a, b) __attribute__((format(printf, a, b)))
#define max(a, b) ((a) > (b) ? (a) : (b))
#define EXPORT_SYMBOL_IF_KUNIT(sym)
#define VISIBLE_IF_KUNIT
#define USB_CLASS_PER_INTERFACE 0
#define USB_CLASS_HUB 9
#endif
