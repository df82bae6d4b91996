# usb-dt: onboard USB devices in the device tree.
#   make demo    boot the QEMU board and show its USB devices, nodes and interfaces
#                (BOARD=rpi3b: the Raspberry Pi 3 B with its own dts and U-Boot)
#   make check   install what is missing, build, run every test; totals last
# See README.md.

.PHONY: all deps kernel refresh bisect-check check demo dtbs usbdt emu clean distclean help

all: kernel

help:
	@sed -n 's/^#   //p' Makefile

deps:
	scripts/install-deps

# build/linux (pristine + patches/linux-6.12/series + overlay), build/Image
kernel: deps
	scripts/prepare-kernel
	scripts/build-kernel

# export commits made in build/linux to patches/linux-6.12 and the overlay folders
refresh:
	scripts/refresh-patches

# every commit of the series builds, W=1 clean on the files it touches (slow)
bisect-check: kernel
	scripts/bisect-series

usbdt: deps
	$(MAKE) -C scripts/usbdt

emu: deps
	$(MAKE) -C tests/emu

check:
	scripts/check

demo: kernel
	BOARD=$(BOARD) tests/qemu/demo

clean:
	rm -rf build/logs build/dtbs build/obj

distclean:
	rm -rf build
