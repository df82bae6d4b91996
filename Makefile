# usb-dt: onboard USB devices in the device tree.
#   make demo    boot the QEMU board and show its USB devices, nodes and interfaces
#                (BOARD=rpi3b: the Raspberry Pi 3 B with its own dts and U-Boot;
#                BOARD=opipc: the Orange Pi PC, arm32, its dts and the project's U-Boot)
#   make check   install what is missing, build, run every test; totals last
#   make check-debug   the debug kernel (KASAN, kmemleak, lockdep) under every QEMU scenario (slow)
#   make install [DESTDIR=] [PREFIX=/usr]   the udev .link file and rule (userspace/) where systemd reads them
#   make deb     build/usbdt_VERSION_ARCH.deb: usbdt, its man page and userspace/'s files (usbdt/debian/)
# See README.md.

.PHONY: all deps kernel kernel-debug kernel-modules kernel-arm32 refresh bisect-check check check-debug demo dtbs usbdt emu clean distclean help install deb

all: kernel

help:
	@sed -n 's/^#   //p' Makefile

deps:
	scripts/install-deps

# build/linux (pristine + patches/linux-6.12/series + overlay), build/Image
kernel: deps
	scripts/prepare-kernel
	scripts/build-kernel

# build/Image-debug: configs/debug.config on top, build/obj-debug
kernel-debug: kernel
	scripts/build-kernel --debug

# build/Image-modules and build/Image-nolabel (configs/modules.config, the
# udev guests): build/obj-modules, build/nolabel/{linux,obj}
kernel-modules: kernel
	scripts/build-kernel --modules
	scripts/build-kernel --nolabel

# build/zImage-arm32 (configs/qemu-arm-h3.config, the Orange Pi PC's
# arm32 kernel): build/obj-arm32
kernel-arm32: kernel
	scripts/build-kernel --arm32

# export commits made in build/linux to patches/linux-6.12 and the overlay folders
refresh:
	scripts/refresh-patches

# every commit of the series builds, W=1 clean on the files it touches (slow)
bisect-check: kernel
	scripts/bisect-series

usbdt: deps
	$(MAKE) -C usbdt

deb: deps
	$(MAKE) -C usbdt deb

emu: deps
	$(MAKE) -C tests/emu

check:
	scripts/check

# not a step of make check: see README (The debug kernel)
check-debug:
	scripts/check deps kernel kernel-debug qemu-debug

# the virt demo also boots build/Image-modules under Debian's udevd (udev-demo)
demo: kernel
	[ "$(BOARD)" = rpi3b ] || [ "$(BOARD)" = opipc ] || scripts/build-kernel --modules
	[ "$(BOARD)" != opipc ] || scripts/build-kernel --arm32
	[ "$(BOARD)" != opipc ] || scripts/build-uboot orangepi_pc
	BOARD=$(BOARD) tests/qemu/demo

# userspace/: keep the device tree's name for onboard USB NICs (README)
PREFIX ?= /usr
install:
	install -D -m 0644 userspace/72-usb-dt-keep-dt-name.link $(DESTDIR)$(PREFIX)/lib/systemd/network/72-usb-dt-keep-dt-name.link
	install -D -m 0644 userspace/75-usb-dt-label.rules $(DESTDIR)$(PREFIX)/lib/udev/rules.d/75-usb-dt-label.rules

clean:
	rm -rf build/logs build/logs-debug build/dtbs build/obj build/obj-debug build/obj-modules build/nolabel/obj build/obj-arm32

distclean:
	rm -rf build
